// The lucide icons editors may pick for services and benefits: one map of icon data serves the Studio and the site.
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
  type IconNode,
} from 'lucide'

export const iconNodes = {
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
} as const satisfies Record<string, IconNode>

export type IconName = keyof typeof iconNodes

export const iconNames = Object.keys(iconNodes) as IconName[]

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && Object.hasOwn(iconNodes, value)
}
