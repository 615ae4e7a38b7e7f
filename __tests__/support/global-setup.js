// Placeholder: replaced by the S3 server start-up.
export default async function globalSetup() {}
