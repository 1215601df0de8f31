'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, useTransition, type CSSProperties } from 'react';

export type VariantOption = {
  value: string;
  label: string;
  href: string;
  selected: boolean;
  /** Short note for a variant that cannot be ordered ("out of stock"). */
  note?: string;
  colorHex?: string;
};

export type VariantGroup = { name: 'colour' | 'storage'; legend: string; options: VariantOption[] };

/**
 * Which selector started the last variant change. The next variant's page may mount a fresh copy of
 * this island; it moves focus back to the chosen option and announces the new price and stock.
 */
let changedBy: VariantGroup['name'] | null = null;

const noSubscription = () => () => undefined;

/** False in the server HTML and while hydrating, true once the island can navigate. */
function useInteractive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function Selector({ group, summary, onChoose }: { group: VariantGroup; summary: string; onChoose: (option: VariantOption) => void }) {
  const router = useRouter();
  const interactive = useInteractive();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const liveRegion = useRef<HTMLParagraphElement>(null);
  // The option chosen while its page loads; it no longer counts once the page (its summary) arrived.
  const [pending, setPending] = useState<{ value: string; from: string } | null>(null);
  const checkedValue = pending && pending.from === summary ? pending.value : group.options.find((o) => o.selected)?.value;

  useEffect(() => {
    if (changedBy !== group.name) return;
    changedBy = null;
    fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    if (liveRegion.current) liveRegion.current.textContent = summary;
  }, [group.name, summary]);

  return (
    <fieldset className="variant-picker" ref={fieldset}>
      <legend>{group.legend}</legend>
      <div className="variant-picker__options">
        {group.options.map((option) => (
          <label
            key={option.value}
            className={`variant-option${option.colorHex ? ' variant-option--colour' : ''}`}
            onPointerEnter={() => router.prefetch(option.href)}
            onFocus={() => router.prefetch(option.href)}
          >
            <input
              type="radio"
              name={group.name}
              value={option.value}
              checked={checkedValue === option.value}
              // A choice made before the page can navigate would be lost: offered once it can.
              disabled={!interactive}
              onChange={() => {
                changedBy = group.name;
                setPending({ value: option.value, from: summary });
                onChoose(option);
              }}
            />
            {option.colorHex && <span className="swatch" style={{ '--swatch': option.colorHex } as CSSProperties} aria-hidden="true" />}
            <span className="variant-option__label">{option.label}</span>
            {option.note && <span className="variant-option__note">{option.note}</span>}
          </label>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite" ref={liveRegion} />
    </fieldset>
  );
}

/**
 * Colour and storage of a device as labelled radio groups. Each variant has its own crawlable URL;
 * choosing one navigates there on the client (no full reload, no scroll jump), so price, stock and
 * image follow from the server-rendered page.
 */
export function VariantSelectors({ groups, summary }: { groups: VariantGroup[]; summary: string }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <div className="variant-selectors" aria-busy={isPending}>
      {groups.map((group) => (
        <Selector
          key={group.name}
          group={group}
          summary={summary}
          onChoose={(option) => startTransition(() => router.push(option.href, { scroll: false }))}
        />
      ))}
    </div>
  );
}
