// Loaded with `node --import` into `netlify dev` by `npm start` (scripts/start.mts): patches Netlify's local Blobs
// server class before netlify-cli starts it, so `npm start` stores data as the hosted service does (docs/threat-model.md).
import {createRequire} from 'node:module'
import {BlobsServer} from '@netlify/blobs/server'

const {makeFaithful, nodeOptionsWithoutFaithfulBlobs} = createRequire(import.meta.url)('./faithful-blobs-server.cjs')
makeFaithful(BlobsServer)
// The server runs in this process: the worker thread netlify dev starts for each function call needs no copy of it.
process.env.NODE_OPTIONS = nodeOptionsWithoutFaithfulBlobs(process.env.NODE_OPTIONS)
