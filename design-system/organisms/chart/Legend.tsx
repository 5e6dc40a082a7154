import * as styles from './chart.css';

/** The series of a chart, each with its colour swatch (the colours are also named in the table). */
export function Legend({ items }: { items: readonly { label: string; color: string; detail?: string }[] }) {
  return (
    <ul className={styles.legend}>
      {items.map((item) => (
        <li key={item.label} className={styles.legendItem}>
          <span aria-hidden="true" className={styles.swatch} style={{ background: item.color }} />
          <span>{item.label}</span>
          {item.detail ? <span className={styles.legendDetail}>{item.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}
