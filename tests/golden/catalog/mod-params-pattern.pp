include ppother::user
