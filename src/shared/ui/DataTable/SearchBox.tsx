import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { maxLengths } from '@/api/limits';

export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  value: string;
  onSearch: (value: string) => void;
  /** take the room the line leaves (a narrow toolbar) instead of 240 px */
  fill?: boolean;
}

/** The free-text search: commits 300 ms after typing stops, or at once on Enter. */
export function SearchBox({ value, onSearch, fill = false }: Props) {
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    const timer = setTimeout(() => onSearchRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Input.Search
      aria-label="Search"
      placeholder="Search"
      allowClear
      maxLength={maxLengths.parameters.search}
      style={fill ? { flex: '1 1 0', minWidth: 0 } : { width: 240 }}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => onSearch(v)}
    />
  );
}
