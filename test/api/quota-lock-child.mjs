// One of the processes of the quota-file lock test: adds 1 to a counter in the shared state, under
// the file's lock, as many times as it is told. Lost updates show that two processes held the lock.
import { QuotaFile } from "../../dist/api/quota-file.js";

const [dir, updates] = process.argv.slice(2);
const file = new QuotaFile(dir, "lock-test");
for (let i = 0; i < Number(updates); i++) {
  await file.update((state) => {
    state.granted += 1;
  });
}
