import { useEffect, useState } from 'react';
import styles from './AdminPage.module.css';

/** A search box that reports what was typed once typing pauses (as the site search does). */
export function SearchField({ label, onSearch }: { label: string; onSearch: (query: string) => void }) {
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(value.trim()), 250);
    return () => clearTimeout(timer);
  }, [value, onSearch]);
  return (
    <label className={styles.search}>
      <span>{label}</span>
      <input type="search" value={value} onChange={(event) => setValue(event.target.value)} />
    </label>
  );
}
