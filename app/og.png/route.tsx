// /og.png: the 1200×630 social card of every route, worded from content and rendered to PNG at build time.
// A route handler rather than the opengraph-image convention, so the exported file keeps its .png extension.
import { ImageResponse } from 'next/og'
import { getSiteContent } from '@/lib/content'
import { socialImage } from '@/lib/seo/page-metadata'

export const dynamic = 'force-static'

export async function GET() {
  const { settings, home } = await getSiteContent()
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: 'linear-gradient(135deg, #020617 0%, #1e1b4b 60%, #4338ca 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36, fontWeight: 700 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: '#4f46e5',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <svg width="44" height="44" viewBox="0 0 32 32">
            <path
              d="M9 23V9l14 14V9"
              fill="none"
              stroke="#fff"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        {settings.companyName}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div
          style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}
        >{`${home.hero.heading} ${home.hero.headingHighlight}`}</div>
        <div style={{ fontSize: 30, color: '#c7d2fe' }}>{home.hero.badge}</div>
      </div>
    </div>,
    { width: socialImage.width, height: socialImage.height },
  )
}
