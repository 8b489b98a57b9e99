// Draws a lucide icon from its data as a plain SVG: no client runtime ships for icons (lucide-react's is a client component).
import { createElement } from 'react'
import type { IconNode } from 'lucide'

export function Icon({
  node,
  className = 'size-5',
  strokeWidth = 2,
}: {
  node: IconNode
  className?: string
  strokeWidth?: number
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }))}
    </svg>
  )
}
