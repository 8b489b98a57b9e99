// Renders an icon an editor picked by name; the schema only allows names in the shared map.
import { iconNodes, isIconName } from '@/lib/presets/icons'
import { Icon } from './icon'

export function ContentIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  return isIconName(name) ? <Icon node={iconNodes[name]} className={className} strokeWidth={1.75} /> : null
}
