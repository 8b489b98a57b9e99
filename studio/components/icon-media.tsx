// Turns an icon name from the allowed list into a preview component for the Studio's lists and pickers.
import type { ComponentType } from 'react'
import { Icon } from '../../components/ui/icon'
import { iconNodes, isIconName } from '../../lib/presets/icons'

export function iconMedia(name: unknown, fallback: ComponentType): ComponentType {
  if (!isIconName(name)) return fallback
  const node = iconNodes[name]
  return function IconMedia() {
    return <Icon node={node} className="" />
  }
}
