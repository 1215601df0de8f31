import type { LegalMarket } from '@/content/legal/text';
import type { Localised } from '@/content/legal/types';

/** A member of the team on the careers page: no photo, the initials stand in. */
export type TeamMember = { id: string; name: string; role: Localised; city: Localised; quote: Localised };

/**
 * Pay of a position in a market. Austria requires job ads to state the minimum salary of the
 * collective agreement and whether more is paid (§ 9 GlBG): `monthlyMinimum` with 14 payments a year.
 */
export type Salary =
  { kind: 'monthly'; minimum: number; from: number; to: number; payments: 14 } | { kind: 'yearly'; from: number; to: number };

export type PositionMarket = { city: Localised; salary: Salary; hoursPerWeek: number };

export type Position = {
  id: string;
  /** ISO date the position was published. */
  posted: string;
  title: Localised;
  team: Localised;
  employment: 'FULL_TIME' | 'FULL_OR_PART_TIME';
  summary: Localised;
  tasks: Localised[];
  profile: Localised[];
  /** Benefits of the position on top of the ones every employee has. */
  offer: Localised[];
  /** Where the position is open, with the market's pay and weekly hours. */
  markets: Partial<Record<LegalMarket, PositionMarket>>;
};
