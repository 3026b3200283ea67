include ppother
