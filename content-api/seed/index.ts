import type { MarketSeed } from './types';
import { at } from './markets/at';
import { camp } from './markets/camp';
import { ch } from './markets/ch';
import { de } from './markets/de';
import { it } from './markets/it';
import { uk } from './markets/uk';

/** The catalogue and demo customers of every market, as the reference API seeds them. */
export const SEEDS: MarketSeed[] = [at, de, ch, uk, it, camp];
