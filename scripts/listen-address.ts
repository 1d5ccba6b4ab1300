/**
 * PORT and HOST, read the same way by `npm start` and `npm run dev`: a PORT that is not a port
 * number stops the command with a message saying so, rather than listening somewhere else.
 */
export function listenAddress(defaults: { port: number; host?: string }): { port: number; host?: string; portGiven: boolean } {
  const port = Number(process.env.PORT ?? defaults.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a number from 0 to 65535, not "${process.env.PORT}".`);
    process.exit(1);
  }
  return { port, host: process.env.HOST ?? defaults.host, portGiven: process.env.PORT !== undefined };
}

export const portInUse = (port: number) => `Port ${port} is already in use. Stop the other server or set PORT.`;
