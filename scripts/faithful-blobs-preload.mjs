// Loaded with `node --import` into `netlify dev` by `npm start` (scripts/start.mts): patches Netlify's local Blobs
// server class before netlify-cli starts it, so `npm start` stores data as the hosted service does (issue 29).
import {createRequire} from 'node:module'
import {BlobsServer} from '@netlify/blobs/server'

const {makeFaithful} = createRequire(import.meta.url)('./faithful-blobs-server.cjs')
makeFaithful(BlobsServer)
