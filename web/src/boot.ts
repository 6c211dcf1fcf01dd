// The first script of a server-rendered page: see lib/boot/boot-page.ts.
import { bootServerPage } from '@/lib/boot/boot-page';

bootServerPage();
