'use client';

import { useEffect, useState, type ReactNode } from 'react';
import './order-bar.css';

/** The bottom dock of every page (cookie and country banners, components/layout/BottomDock.tsx). */
const DOCK = '.dock';

/**
 * A bar at the bottom of a phone's screen with the price and the order button (`children`), once the
 * page's own order form (`watch`, its id) has scrolled up out of view (issue 25 §1). Served hidden, so
 * without JavaScript there is no bar and the page's button stays. Not a live region: it appears and
 * goes without being announced. It steps aside while the dock shows a banner (the cookie banner on a
 * first visit), and order-bar.css keeps focused elements clear of it and hides it from 48rem.
 */
export function StickyOrderBar({ watch, children }: { watch: string; children: ReactNode }) {
  const [passed, setPassed] = useState(false);
  const [docked, setDocked] = useState(false);

  useEffect(() => {
    const form = document.getElementById(watch);
    if (!form) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPassed(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, [watch]);

  useEffect(() => {
    const dock = document.querySelector(DOCK);
    if (!dock) return;
    const observer = new ResizeObserver(() => setDocked(dock.getBoundingClientRect().height > 0));
    observer.observe(dock);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="order-bar" hidden={!passed || docked} data-order-bar="">
      <div className="container order-bar__inner">{children}</div>
    </div>
  );
}
