// Defines every element of the kit: each `widgets/<name>/ftc-<name>.ts` entry, found by folder.
import.meta.glob('./*/ftc-*.ts', { eager: true });
