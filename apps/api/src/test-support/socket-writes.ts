import type { Database } from '@stadio/db';
import { poolOf } from '../database/sql-client';

/**
 * How many writes the socket of the connection leased to `db` (withConnection) makes while `run`
 * runs: a `cork`ed socket sends what was written meanwhile in one.
 */
export async function writesDuring<T>(db: Database, run: () => Promise<T>) {
  const socket = (poolOf(db) as unknown as { connection: { stream: SocketWrites } }).connection.stream;
  const counted = { writes: 0 };
  const { _write, _writev } = socket;
  socket._write = (...args) => {
    counted.writes += 1;
    return _write.apply(socket, args);
  };
  socket._writev = (...args) => {
    counted.writes += 1;
    return _writev.apply(socket, args);
  };
  try {
    return { result: await run(), writes: counted.writes };
  } finally {
    socket._write = _write;
    socket._writev = _writev;
  }
}

type SocketWrites = {
  _write: (...args: unknown[]) => unknown;
  _writev: (...args: unknown[]) => unknown;
};
