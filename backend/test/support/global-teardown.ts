export default async function globalTeardown(): Promise<void> {
  await globalThis.warmwiseTestTemplates?.drop();
  await globalThis.warmwiseTestServices?.stop();
}
