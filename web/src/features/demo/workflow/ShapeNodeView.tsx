import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { CSSProperties } from 'react';
import { SIZES, type ShapeNode } from './graph';

const COLOURS = { circle: '#52c41a', rect: '#1677ff', diamond: '#fa8c16', ellipse: '#722ed1' } as const;

/** One workflow node drawn as its shape, with handles on all four sides. */
export function ShapeNodeView({ data, selected }: NodeProps<ShapeNode>) {
  const { width, height } = SIZES[data.shape];
  const colour = COLOURS[data.shape];
  const box: CSSProperties = {
    width,
    height,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    fontSize: 12,
    padding: 4,
    background: '#fff',
    border: `2px solid ${colour}`,
    boxShadow: selected ? `0 0 0 3px ${colour}55` : undefined,
    borderRadius: data.shape === 'circle' ? '50%' : data.shape === 'ellipse' ? '50% / 50%' : 6,
  };
  if (data.shape === 'diamond') {
    return (
      <div style={{ width, height, position: 'relative' }}>
        <svg width={width} height={height} style={{ position: 'absolute', inset: 0 }} aria-hidden>
          <polygon
            points={`${width / 2},2 ${width - 2},${height / 2} ${width / 2},${height - 2} 2,${height / 2}`}
            fill="#fff"
            stroke={colour}
            strokeWidth={selected ? 4 : 2}
          />
        </svg>
        <div style={{ ...box, position: 'relative', border: 'none', background: 'transparent', boxShadow: undefined }}>{data.text}</div>
        <Handles />
      </div>
    );
  }
  return (
    <div style={box}>
      {data.text}
      <Handles />
    </div>
  );
}

function Handles() {
  return (
    <>
      <Handle type="target" position={Position.Top} id="top" />
      <Handle type="target" position={Position.Left} id="left" />
      <Handle type="source" position={Position.Bottom} id="bottom" />
      <Handle type="source" position={Position.Right} id="right" />
    </>
  );
}
