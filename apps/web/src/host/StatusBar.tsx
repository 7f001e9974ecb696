import { useEffect, useState } from 'react';
import { StatusIcons } from './icons.tsx';

const hhmm = () => new Date().toTimeString().slice(0, 5);

/** The phone's status bar: clock, signal and battery. */
export const StatusBar = () => {
  const [time, setTime] = useState(hhmm);
  useEffect(() => {
    const timer = setInterval(() => setTime(hhmm()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="statusbar" aria-hidden="true">
      <span>{time}</span>
      <StatusIcons />
    </div>
  );
};
