import './page-loading.css';

/**
 * What a page shows while it reads its data, streamed first (ADR 34): the words, said to screen readers
 * once, and a quiet placeholder where the content will be.
 */
export function PageLoading({ text }: { text: string }) {
  return (
    <div className="page-loading" role="status">
      <p>{text}</p>
      <div className="page-loading__bar" aria-hidden="true" />
      <div className="page-loading__bar" aria-hidden="true" />
    </div>
  );
}
