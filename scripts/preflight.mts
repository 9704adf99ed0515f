// `npm run preflight` (DECISIONS 42): lists what stops a production site (each setting checked by what it must be,
// the mail server tried where the network allows, the coupons the live site would accept, placeholder content,
// links to pages that do not exist). The build runs it first (package.json "build"): on Netlify's production
// context (CONTEXT=production) any finding stops the build; elsewhere the list is only printed. Print it any time:
// `CONTEXT=production npm run preflight`. Locally a .env file is read too. The run: build-time/preflight/run.ts.
import {existsSync} from 'node:fs'
import './content-import-on-build.mts'
import {runPreflight} from '../build-time/preflight/run'

if (existsSync('.env') && !process.env.NETLIFY) process.loadEnvFile('.env')

const report = await runPreflight(process.env)
;(report.ok ? console.log : console.error)(report.text)
process.exitCode = report.ok ? 0 : 1
