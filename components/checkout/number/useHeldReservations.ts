import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { OfferedNumbers } from '@/lib/platform/contracts/checkout-numbers';
import { formatClockTime } from '@/lib/platform/i18n/format';
import { extendNumbers } from '../numbers-api';

/** Reservations are held longer this long before they end. */
const EXTEND_BEFORE_MS = 60_000;
/** A failed extension is tried again after this long (while the reservation lasts). */
const RETRY_MS = 20_000;

type Options = {
  locale: string;
  timeZone: string;
  /** The reservations have ended: the numbers chosen from them no longer count. */
  onExpired: () => void;
};

/**
 * The number step's reservations, held longer shortly before they end while the step is open; each
 * extension and the end are announced politely (`announcement`, for a status region).
 */
export function useHeldReservations(held: OfferedNumbers[] | undefined, { locale, timeZone, onExpired }: Options) {
  const t = useTranslations('checkoutNumber');
  const [offers, setOffers] = useState<OfferedNumbers[] | undefined>(held);
  const [announcement, setAnnouncement] = useState('');
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    if (!offers) return;
    const end = Math.min(...offers.map((o) => Date.parse(o.expiresAt)));
    const wait = retries > 0 ? RETRY_MS : Math.max(0, end - Date.now() - EXTEND_BEFORE_MS);
    const timer = setTimeout(async () => {
      const extended = await extendNumbers(
        offers.map((o) => o.numberingPlanAssignmentId),
        locale,
      );
      if (extended.ok) {
        const until = new Map(extended.data.reservations.map((r) => [r.numberingPlanAssignmentId, r.expiresAt]));
        const renewed = offers.map((o) => ({ ...o, expiresAt: until.get(o.numberingPlanAssignmentId) ?? o.expiresAt }));
        setOffers(renewed);
        setRetries(0);
        setAnnouncement(
          t('extended', { time: formatClockTime(new Date(Math.min(...renewed.map((o) => Date.parse(o.expiresAt)))), locale, timeZone) }),
        );
      } else if (extended.error === 'reservation_expired' || Date.now() >= end) {
        setOffers(undefined);
        onExpired();
        setAnnouncement(t('expired'));
      } else {
        setRetries((n) => n + 1);
      }
    }, wait);
    return () => clearTimeout(timer);
    // onExpired and t read the render the timer was set in; a new reservation sets a new timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offers, retries]);

  return {
    offers,
    announcement,
    /** New reservations, held from now on. */
    reserved: (fresh: OfferedNumbers[]) => {
      setOffers(fresh);
      setRetries(0);
    },
  };
}
