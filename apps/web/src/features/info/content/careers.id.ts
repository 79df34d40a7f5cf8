import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { CareersContent } from '../info-content.ts';

const careers: LocalizedContent<CareersContent> = ({ brand }) => ({
  lead: `Di ${brand}, kami membangun asuransi yang benar-benar dipahami orang, dan kami mendampingi mereka saat klaim. Mari bergabung.`,
  why: {
    heading: 'Bekerja bersama kami',
    items: [
      'Pekerjaan yang berarti: setiap klaim yang kami bayar meringankan hari sulit seseorang.',
      'Jam kerja fleksibel, dan kerja hibrida bila perannya memungkinkan.',
      'Asuransi kesehatan untuk Anda dan keluarga.',
      'Anggaran belajar, serta waktu untuk kursus dan sertifikasi asuransi.',
    ],
  },
  openings: [
    {
      id: 'claims-officer-jakarta',
      country: 'id',
      city: 'Jakarta',
      title: 'Staf Klaim (Claims Officer)',
      team: 'Klaim',
      kind: 'Penuh waktu',
      summary:
        'Mendampingi nasabah selama proses klaim, memeriksa dokumen terhadap polis, dan memberi kabar kepada perusahaan asuransi dan nasabah sampai klaim dibayar.',
      requirements: [
        'Pengalaman dua tahun di bidang klaim asuransi atau layanan pelanggan.',
        'Mampu menulis dalam bahasa Indonesia dengan jelas dan berbahasa Inggris dengan baik.',
        'Teliti, dan nyaman menjelaskan sebuah keputusan.',
      ],
    },
    {
      id: 'frontend-engineer-jakarta',
      country: 'id',
      city: 'Jakarta',
      title: 'Frontend Engineer (React, TypeScript)',
      team: 'Teknologi',
      kind: 'Penuh waktu, hibrida',
      summary:
        'Membangun portal yang dipakai nasabah untuk melihat polis dan mengajukan klaim: dalam empat bahasa, aksesibel, dan cepat di ponsel apa pun.',
      requirements: [
        'Pengalaman tiga tahun membangun aplikasi web dengan React dan TypeScript.',
        'Peduli pada aksesibilitas dan performa di ponsel kelas bawah.',
        'Menulis tes sebagai bagian dari pekerjaan, bukan belakangan.',
      ],
    },
    {
      id: 'customer-care-bangkok',
      country: 'th',
      city: 'Bangkok',
      title: 'Spesialis Layanan Pelanggan (bahasa Thai dan Inggris)',
      team: 'Layanan pelanggan',
      kind: 'Penuh waktu',
      summary:
        'Menjawab nasabah lewat chat, telepon, dan email tentang polis dan klaim mereka, serta menindaklanjuti kasusnya dengan perusahaan asuransi.',
      requirements: [
        'Fasih berbahasa Thai dan berbahasa Inggris dengan baik.',
        'Berpengalaman di layanan pelanggan, sebaiknya di asuransi atau keuangan.',
        'Bersedia bekerja dalam sif, termasuk beberapa hari Sabtu.',
      ],
    },
  ],
});

export default careers;
