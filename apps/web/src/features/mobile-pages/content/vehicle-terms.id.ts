import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const vehicleTerms: LocalizedContent<MobilePageContent> = ({ brand, email, phone }) => ({
  title: 'Proteksi Kendaraan: Ketentuan dan Klaim',
  intro: [
    `Ringkasan cara kerja proteksi mobil dan motor yang diatur melalui ${brand} dan mitranya. Ringkasan ini tidak menggantikan polis Anda: wording polis dari perusahaan asuransi yang menentukan apa yang ditanggung.`,
  ],
  sections: [
    {
      heading: 'Yang ditanggung',
      paragraphs: ['Sesuai paket yang Anda pilih:'],
      items: [
        'Kerugian sebagian: kerusakan kendaraan akibat kecelakaan, seperti tabrakan, terbalik, atau terjatuh.',
        'Kerugian total (total loss): kendaraan dicuri, atau biaya perbaikannya mencapai 75% atau lebih dari nilai kendaraan.',
        'Perluasan jaminan yang tercantum di polis, seperti banjir, gempa bumi, huru-hara, atau tanggung jawab hukum terhadap pihak ketiga.',
      ],
    },
    {
      heading: 'Yang tidak ditanggung',
      paragraphs: ['Daftar lengkap pengecualian ada di wording polis. Yang paling umum:'],
      items: [
        'Kerusakan saat pengemudi tidak memiliki SIM yang berlaku atau berada di bawah pengaruh alkohol atau narkoba.',
        'Keausan, serta kerusakan mesin atau kelistrikan yang bukan akibat kecelakaan.',
        'Balapan, atau mengangkut penumpang atau barang dengan bayaran bila polis tidak mengizinkannya.',
        'Kerugian atau kerusakan yang sengaja ditimbulkan tertanggung.',
        'Barang pribadi yang tertinggal di dalam kendaraan.',
      ],
    },
    {
      heading: 'Risiko sendiri (own risk)',
      paragraphs: [
        'Setiap klaim kerugian sebagian dikenai risiko sendiri: jumlah tetap yang tercantum di polis dan Anda tanggung sendiri untuk setiap kejadian. Jumlah ini dipotong dari pembayaran klaim atau dibayarkan langsung ke bengkel.',
      ],
    },
    {
      heading: 'Cara mengajukan klaim',
      paragraphs: ['Laporkan kejadian secepatnya, dalam batas waktu pelaporan yang tercantum di polis.'],
      items: [
        'Masuk ke portal, buka polis, lalu pilih ajukan klaim.',
        'Isi formulir klaim dan unggah foto kerusakan, SIM, STNK, serta laporan polisi bila kendaraan dicuri.',
        `Dokumen diverifikasi paling lama ${FACTS.verificationDays} hari kerja setelah lengkap; surveyor dapat memeriksa kendaraan.`,
        `Perbaikan dilakukan di bengkel rekanan. Untuk kerugian total, jumlah yang disetujui ditransfer dalam 1x${FACTS.payoutHours} jam ke rekening bank Anda.`,
      ],
    },
    {
      heading: 'Kewajiban Anda',
      items: [
        'Lakukan langkah yang wajar untuk mencegah kerusakan bertambah setelah kejadian.',
        'Jangan mengakui kesalahan kepada pihak ketiga atau berdamai dengannya tanpa persetujuan perusahaan asuransi.',
        'Beri tahu kami bila penggunaan, nomor polisi, atau pemilik kendaraan berubah; perubahan dapat Anda ajukan di portal.',
      ],
    },
    {
      heading: 'Pertanyaan',
      paragraphs: [`Kirim email ke ${email} atau telepon ${phone}.`],
    },
  ],
});

export default vehicleTerms;
