// `npm run settings:write`: writes .env.example and the README's settings table from src/config/settings.ts,
// the one list of settings (DECISIONS 42). A unit test fails while either file differs from it.
import {readFileSync, writeFileSync} from 'node:fs'
import {envExampleText, withSettingsTable} from '../build-time/settings/settings-files'

writeFileSync('.env.example', envExampleText())
writeFileSync('README.md', withSettingsTable(readFileSync('README.md', 'utf8')))
console.log('Wrote .env.example and the settings table of README.md from src/config/settings.ts')
