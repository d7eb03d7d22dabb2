// Renders assets/icon.svg to the PNG sizes electron-builder wants (assets/icon.png, 512×512).
import sharp from 'sharp';
await sharp('assets/icon.svg').resize(512, 512).png().toFile('assets/icon.png');
console.log('wrote assets/icon.png');
