/**
 * Imports point one way (STYLE.md §1): pages → features → components → lib/config.
 * A feature never imports another feature; nothing in src/ imports the functions or the Studio's
 * internals (only its plain option lists); functions import only pure modules from src/.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(m?tsx?)$/.test(entry) && !entry.endsWith('.d.ts') ? [full] : []
  })
}

/** Relative imports of a file, resolved to repo-relative paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2],
  )
  return specifiers.map((specifier) => path.relative(ROOT, path.resolve(path.dirname(file), specifier)))
}

const layerOf = (file: string) => {
  const parts = file.split(path.sep)
  if (parts[0] === 'src') return parts[1] === 'features' ? `features/${parts[2]}` : parts[1]
  if (parts[0] === 'netlify') return 'netlify'
  if (parts[0] === 'studio') return parts[1] === 'schemaTypes' && parts[2]?.startsWith('options') ? 'studio-options' : 'studio'
  return parts[0]
}

const RANK: Record<string, number> = {pages: 4, templates: 4, features: 3, components: 2, lib: 1, config: 1, styles: 0}
const rankOf = (layer: string) => RANK[layer.split('/')[0]]

describe('import direction', () => {
  const files = sourceFiles(path.join(ROOT, 'src')).map((file) => path.relative(ROOT, file))

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it('points from pages to features to components to lib and config, never back', () => {
    const wrong: string[] = []
    for (const file of files) {
      const from = layerOf(file)
      for (const target of importsOf(path.join(ROOT, file))) {
        const to = layerOf(target)
        if (to === 'netlify' || to === 'studio') wrong.push(`${file} → ${target}`)
        else if (from.startsWith('features/') && to.startsWith('features/') && from !== to) wrong.push(`${file} → ${target} (feature to feature)`)
        else if (rankOf(from) !== undefined && rankOf(to) !== undefined && rankOf(to) > rankOf(from)) wrong.push(`${file} → ${target}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('keeps functions free of React, pages and features', () => {
    const functionFiles = sourceFiles(path.join(ROOT, 'netlify')).map((file) => path.relative(ROOT, file))
    const wrong = functionFiles.flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8')
      const targets = importsOf(path.join(ROOT, file)).filter((target) => /^src[/\\](pages|components|templates)/.test(target))
      return [...targets.map((t) => `${file} → ${t}`), ...(/from ['"]react['"]/.test(text) ? [`${file} imports react`] : [])]
    })
    expect(wrong).toEqual([])
  })
})
