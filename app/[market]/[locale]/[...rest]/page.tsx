import { notFound } from 'next/navigation';

/** Any path that names no page renders the translated 404 of its market and locale. */
export default function CatchAll() {
  notFound();
}
