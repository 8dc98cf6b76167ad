declare module "hoodiecrow-imap" {
  type Server = {
    listen(port: number, host: string, callback: () => void): void;
    close(callback: () => void): void;
    appendMessage(mailbox: string, flags: string[], date: Date, raw: string): void;
  };
  export default function hoodiecrow(options: Record<string, unknown>): Server;
}
