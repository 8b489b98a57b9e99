// Lets modules marked server-only load under Jest, which has no React Server Components runtime.
export {}
