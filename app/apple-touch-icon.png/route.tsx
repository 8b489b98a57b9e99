// /apple-touch-icon.png: the 180×180 touch icon, the logo mark rendered to PNG at build time.
import { ImageResponse } from 'next/og'

export const dynamic = 'force-static'
const size = { width: 180, height: 180 }

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#4f46e5',
      }}
    >
      <svg width="120" height="120" viewBox="0 0 32 32">
        <path
          d="M9 23V9l14 14V9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>,
    size,
  )
}
