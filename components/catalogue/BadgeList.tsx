import './cards.css';
/** Small labels (deal names, kinds) as a list; nothing when there are none. */
export function BadgeList({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className="badges">
      {labels.map((label) => (
        <li key={label} className="badge">
          {label}
        </li>
      ))}
    </ul>
  );
}
