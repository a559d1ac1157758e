import '@/lib/zod-csp';
import { startApp } from '@/app/start-app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startApp(container);
