// `npm run settings:write`: writes .env.example and the settings table of the coach's guide (docs/coach-guide.md)
// from src/config/settings.ts, the one list of settings (DECISIONS 42). A unit test fails while either file differs.
import {readFileSync, writeFileSync} from 'node:fs'
import {envExampleText, withSettingsTable} from '../build-time/settings/settings-files'

const GUIDE = 'docs/coach-guide.md'
writeFileSync('.env.example', envExampleText())
writeFileSync(GUIDE, withSettingsTable(GUIDE, readFileSync(GUIDE, 'utf8')))
console.log(`Wrote .env.example and the settings table of ${GUIDE} from src/config/settings.ts`)
