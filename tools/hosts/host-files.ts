// The committed host files and what each must hold: rendered from the site's header rules.
import { siteHeaderRules } from '../headers/site-headers'
import { renderNginxConfig } from './nginx-config'
import { renderVercelConfig } from './vercel-config'

export interface HostFile {
  /** Relative to the repository root. */
  file: string
  text: string
}

export function hostFiles(env: Record<string, string | undefined> = process.env): HostFile[] {
  const rules = siteHeaderRules(env)
  return [
    { file: 'vercel.json', text: renderVercelConfig(rules) },
    { file: 'deploy/nginx.conf', text: renderNginxConfig(rules) },
  ]
}
