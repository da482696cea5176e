/** Never from a command-line flag, which would land in shell history and `ps`. */

function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  // Echo off before the prompt shows, so not even a fast typist is echoed.
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  stdout.write(question);
  return new Promise((resolve, reject) => {
    let value = "";
    const done = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done();
        if (ch === "\u0003" || ch === "\u0004") return done(new Error("Cancelled"));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function readFirstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

/** Asks twice on a terminal (typos are invisible). */
export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLineOfStdin();
  const first = await promptHidden("New password (at least 12 characters): ");
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) throw new Error("The two passwords differ.");
  return first;
}
