import type { FastifyReply } from 'fastify';

/** A CSV file the browser saves under `fileName`, read fresh every time. */
export const sendCsv = (reply: FastifyReply, fileName: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-cache')
    .send(csv);
