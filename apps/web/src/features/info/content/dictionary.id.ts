import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { DictionaryContent } from '../info-content.ts';

const dictionary: LocalizedContent<DictionaryContent> = () => ({
  lead: 'Asuransi punya istilahnya sendiri. Berikut penjelasannya dalam bahasa sehari-hari; ketik di kotak pencarian untuk menemukannya.',
  terms: [
    {
      id: 'premium',
      term: 'Premi',
      definition: 'Jumlah yang Anda bayar untuk asuransi, sekaligus atau bertahap, agar polis tetap berlaku.',
    },
    {
      id: 'policy',
      term: 'Polis',
      definition:
        'Perjanjian antara Anda dan perusahaan asuransi. Polis memuat apa yang ditanggung, uang pertanggungan, pengecualian, dan masa pertanggungan.',
    },
    {
      id: 'policyholder',
      term: 'Pemegang polis',
      definition:
        'Orang atau perusahaan yang memiliki polis dan membayar premi. Sering kali, tetapi tidak selalu, sekaligus tertanggung.',
    },
    {
      id: 'insured',
      term: 'Tertanggung',
      definition: 'Orang atau harta benda yang risikonya ditanggung polis.',
    },
    {
      id: 'beneficiary',
      term: 'Penerima manfaat',
      definition:
        'Orang yang disebut dalam polis untuk menerima manfaat, misalnya bila tertanggung meninggal dunia.',
    },
    {
      id: 'sum-insured',
      term: 'Uang pertanggungan',
      definition:
        'Jumlah tertinggi yang dibayar perusahaan asuransi untuk satu klaim atau selama masa polis, sesuai yang tercantum di polis.',
    },
    {
      id: 'benefit',
      term: 'Manfaat',
      definition:
        'Jaminan tertentu di polis, seperti perbaikan layar, santunan rawat inap, atau santunan meninggal karena kecelakaan, dengan batasnya sendiri. Klaim diajukan untuk suatu manfaat.',
    },
    {
      id: 'claim',
      term: 'Klaim',
      definition:
        'Permintaan kepada perusahaan asuransi untuk membayar manfaat setelah terjadi peristiwa yang ditanggung, disertai dokumen pendukung.',
    },
    {
      id: 'deductible',
      term: 'Risiko sendiri (deductible)',
      definition:
        'Bagian dari setiap kerugian yang Anda tanggung sendiri; perusahaan asuransi membayar selebihnya.',
    },
    {
      id: 'exclusion',
      term: 'Pengecualian',
      definition:
        'Peristiwa, penyebab, atau barang yang tidak ditanggung polis, sebagaimana tercantum dalam wording polis.',
    },
    {
      id: 'coverage-period',
      term: 'Masa pertanggungan',
      definition:
        'Rentang tanggal polis melindungi Anda. Peristiwa di luar tanggal tersebut tidak ditanggung.',
    },
    {
      id: 'grace-period',
      term: 'Masa tenggang',
      definition:
        'Tambahan waktu setelah premi jatuh tempo, saat premi masih dapat dibayar tanpa polis menjadi tidak aktif.',
    },
    {
      id: 'waiting-period',
      term: 'Masa tunggu',
      definition:
        'Jangka waktu di awal polis, umum pada asuransi kesehatan, saat sebagian manfaat belum dapat diklaim.',
    },
    {
      id: 'endorsement',
      term: 'Endorsemen',
      definition:
        'Perubahan atas polis yang sedang berjalan, misalnya alamat, nomor polisi kendaraan, atau perangkat yang diasuransikan, yang dicatat secara tertulis.',
    },
    {
      id: 'broker',
      term: 'Pialang asuransi',
      definition:
        'Perantara berizin yang bertindak untuk nasabah: membandingkan dan mengatur polis serta membantu klaim.',
    },
    {
      id: 'insurer',
      term: 'Penanggung (perusahaan asuransi)',
      definition: 'Perusahaan asuransi yang menerbitkan polis, menanggung risiko, dan membayar klaim.',
    },
    {
      id: 'underwriting',
      term: 'Underwriting',
      definition:
        'Cara perusahaan asuransi menilai risiko untuk memutuskan apakah menanggungnya, dengan syarat apa, dan dengan premi berapa.',
    },
    {
      id: 'total-loss',
      term: 'Kerugian total (total loss)',
      definition:
        'Saat barang yang diasuransikan hilang atau dicuri, atau biaya perbaikannya melebihi persentase tertentu dari nilainya (untuk kendaraan biasanya 75%).',
    },
    {
      id: 'partial-loss',
      term: 'Kerugian sebagian',
      definition:
        'Kerusakan yang masih layak diperbaiki; perusahaan asuransi membayar perbaikan dikurangi risiko sendiri.',
    },
    {
      id: 'surveyor',
      term: 'Surveyor (penilai kerugian)',
      definition:
        'Ahli independen yang memeriksa kerusakan dan melaporkan penyebab serta biayanya kepada perusahaan asuransi.',
    },
    {
      id: 'cashless',
      term: 'Cashless',
      definition:
        'Cara klaim ketika perusahaan asuransi membayar langsung ke rumah sakit atau bengkel, sehingga Anda tidak perlu membayar di muka untuk biaya yang ditanggung.',
    },
    {
      id: 'reimbursement',
      term: 'Reimbursement (penggantian biaya)',
      definition: 'Cara klaim ketika Anda membayar lebih dulu, lalu mengirim kuitansi untuk diganti.',
    },
    {
      id: 'no-claim-bonus',
      term: 'Bonus tanpa klaim',
      definition: 'Potongan premi saat perpanjangan untuk tahun tanpa klaim.',
    },
    {
      id: 'rider',
      term: 'Asuransi tambahan (rider)',
      definition: 'Tambahan pilihan pada polis yang memperluas jaminan dengan premi tambahan.',
    },
    {
      id: 'third-party-liability',
      term: 'Tanggung jawab hukum pihak ketiga',
      definition:
        'Jaminan atas tanggung jawab hukum Anda terhadap cedera orang lain atau kerusakan harta benda mereka.',
    },
    {
      id: 'free-look-period',
      term: 'Masa mempelajari polis (free look)',
      definition:
        'Waktu singkat setelah polis baru diterima, saat Anda dapat membatalkannya dan menerima kembali premi, dikurangi biaya yang disebutkan.',
    },
    {
      id: 'subrogation',
      term: 'Subrogasi',
      definition:
        'Hak perusahaan asuransi, setelah membayar klaim Anda, untuk menagih jumlahnya kepada pihak yang menyebabkan kerugian.',
    },
    {
      id: 'salvage',
      term: 'Salvage (sisa barang)',
      definition:
        'Sisa barang yang rusak atau hilang setelah kerugian total; setelah klaim dibayar, biasanya menjadi milik perusahaan asuransi.',
    },
  ],
});

export default dictionary;
