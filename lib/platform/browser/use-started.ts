'use client';

import { useEffect, useState } from 'react';
import { afterStartUp } from './after-start-up';

/**
 * False until the page has loaded and the browser is idle (afterStartUp), then true: an island renders
 * what a visitor does not need before they can use the page (and loads its code) only then.
 */
export function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => afterStartUp(() => setStarted(true)), []);
  return started;
}
