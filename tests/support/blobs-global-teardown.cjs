module.exports = async function blobsGlobalTeardown() {
  await globalThis.__BLOBS_SERVER__?.stop()
}
