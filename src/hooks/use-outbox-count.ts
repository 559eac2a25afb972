// How many items of a kind wait in the device's outbox (src/lib/outbox), kept up to date.
import { useEffect, useState } from 'react';
import { onOutboxChange, outboxItems } from '@/lib/outbox';

export function useOutboxCount(kind: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      void outboxItems(kind).then(
        (list) => live && setCount(list.length),
        (error: unknown) => console.error('The outbox could not be read', error),
      );
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [kind]);
  return count;
}
