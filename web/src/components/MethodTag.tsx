import { Tag } from 'antd';

/** antd's preset tag colours, and their dark shades for text inside another tag. */
const colors: Record<string, [preset: string, text: string]> = {
  GET: ['green', '#389e0d'],
  POST: ['blue', '#0958d9'],
  PUT: ['orange', '#d46b08'],
  DELETE: ['red', '#cf1322'],
};

/** An HTTP method, coloured the usual way; `bare` draws coloured text only (inside another tag). */
export function MethodTag({ method, bare = false }: { method: string; bare?: boolean }) {
  const [preset, text] = colors[method] ?? ['default', 'inherit'];
  if (bare) return <strong style={{ fontSize: 11, color: text }}>{method}</strong>;
  return (
    <Tag color={preset} style={{ fontFamily: 'monospace', minWidth: 60, textAlign: 'center' }}>
      {method}
    </Tag>
  );
}
