declare module '*.json?all' {
  const messages: Record<string, string>;
  export default messages;
}
