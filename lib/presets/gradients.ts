// Colour gradients editors may pick for portfolio items; the class strings are literal so Tailwind emits them.
export const gradientPresets = {
  'indigo-violet': {
    title: 'Indigo to violet',
    className: 'from-indigo-500 to-violet-600',
    swatch: ['#6366f1', '#7c3aed'],
  },
  'sky-blue': { title: 'Sky to blue', className: 'from-sky-500 to-blue-700', swatch: ['#0ea5e9', '#1d4ed8'] },
  'emerald-teal': {
    title: 'Emerald to teal',
    className: 'from-emerald-500 to-teal-700',
    swatch: ['#10b981', '#0f766e'],
  },
  'rose-orange': { title: 'Rose to orange', className: 'from-rose-500 to-orange-500', swatch: ['#f43f5e', '#f97316'] },
  'amber-red': { title: 'Amber to red', className: 'from-amber-500 to-red-600', swatch: ['#f59e0b', '#dc2626'] },
  'fuchsia-purple': {
    title: 'Fuchsia to purple',
    className: 'from-fuchsia-500 to-purple-700',
    swatch: ['#d946ef', '#7e22ce'],
  },
  'slate-cyan': { title: 'Slate to cyan', className: 'from-slate-700 to-cyan-600', swatch: ['#334155', '#0891b2'] },
} as const

export type GradientName = keyof typeof gradientPresets

export const gradientNames = Object.keys(gradientPresets) as GradientName[]
