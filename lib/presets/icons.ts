// The lucide icons editors may pick for services, benefits and stats: one map serves the Studio and the site.
import {
  Award,
  BarChart3,
  BrainCircuit,
  Cloud,
  Code2,
  Cpu,
  Database,
  Gauge,
  Globe,
  Headphones,
  Layers,
  Lightbulb,
  Lock,
  Rocket,
  Server,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Users,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react'

export const iconComponents = {
  award: Award,
  'bar-chart': BarChart3,
  'brain-circuit': BrainCircuit,
  cloud: Cloud,
  code: Code2,
  cpu: Cpu,
  database: Database,
  gauge: Gauge,
  globe: Globe,
  headphones: Headphones,
  layers: Layers,
  lightbulb: Lightbulb,
  lock: Lock,
  rocket: Rocket,
  server: Server,
  'shield-check': ShieldCheck,
  smartphone: Smartphone,
  sparkles: Sparkles,
  users: Users,
  workflow: Workflow,
  zap: Zap,
} as const satisfies Record<string, LucideIcon>

export type IconName = keyof typeof iconComponents

export const iconNames = Object.keys(iconComponents) as IconName[]

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.hasOwn(iconComponents, value)
}
