// Renders an icon an editor picked by name; the schema only allows names in the shared map.
import { iconComponents, isIconName } from '@/lib/presets/icons'

export function ContentIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  if (!isIconName(name)) return null
  const Icon = iconComponents[name]
  return <Icon className={className} aria-hidden="true" strokeWidth={1.75} />
}
